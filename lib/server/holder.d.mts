/** The one object every server bundle of this process shares (see holder.mjs). */
export declare const processHolder: {
  runtime?: unknown;
  stopping?: boolean;
  front?: unknown;
};
