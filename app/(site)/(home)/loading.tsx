// The site's loading page, per page rather than for the whole site: a loading boundary above the token
// and proposal pages would make them stream before they know whether they exist, and answer a page that
// does not exist with 200 (see tokens/[mint]/layout.tsx).
export { PageLoading as default } from '@/components/layout/page-loading';
