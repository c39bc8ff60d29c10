// The browser's checks of our API's answers, in one module that the client loads with the first answer it
// checks (`apiRead` in api.ts), not with the page: zod and these schemas stay out of the first-load
// JavaScript. The schemas are our API's own (lib/api), the same the route handlers answer with; feature
// modules import only their types.

export {
  activityResponseSchema,
  balanceResponseSchema,
  followChangeResponseSchema,
  followsResponseSchema,
  lastFillResponseSchema,
  metadataJsonViewSchema,
  sessionResponseSchema,
  tokenMetadataViewSchema,
  tokenSearchResponseSchema,
  tradeSettingsSchema,
  txReportSchema,
} from '@/lib/api';
export {
  governanceReadResponseSchema,
  governanceWriteResponseSchema,
  meResponseSchema,
  tradeWriteResponseSchema,
  votesListResponseSchema,
} from '@/lib/partner/responses';
