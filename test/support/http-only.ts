// The contract of the "a safe http(s) link, or null" helpers the components keep (metadata links, images):
// each input with what it must give back.

export const HTTP_ONLY_CASES: [input: string | null | undefined, expected: string | null][] = [
  ['https://x.com/quill', 'https://x.com/quill'],
  ['http://127.0.0.1:4010/pinned/def', 'http://127.0.0.1:4010/pinned/def'],
  ['javascript:alert(1)', null],
  ['data:text/html,hi', null],
  ['data:image/png;base64,AAAA', null],
  ['not a url', null],
  ['', null],
  [null, null],
  [undefined, null],
];
