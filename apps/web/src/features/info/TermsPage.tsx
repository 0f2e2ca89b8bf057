import { InfoArticle } from './InfoArticle';

export function Component() {
  return <InfoArticle texts="info.terms" />;
}
