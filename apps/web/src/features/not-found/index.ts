export { NotFoundView } from './NotFoundPage';
