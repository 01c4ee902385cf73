// The storefront's own settings (server rendering, every route up front, app/ and build/ beside
// this file): the floor is built as the storefront is.
export { default } from '../../packages/web/react-router.config';
