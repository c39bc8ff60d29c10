// The root layout of the pages that show what the network records (/tx/{signature}): the site's own root
// layout, the same document, but in a route group of its own, with no loading boundary above the page.
// Behind such a boundary a page streams, so a not-found page is answered 200; here the page is read before anything is sent, so a transaction the network does not know is a real 404.
export { default, metadata, viewport } from '../(site)/layout';
