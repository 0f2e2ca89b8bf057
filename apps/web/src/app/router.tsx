import { langPrefix, splitLangPath } from '@zakazi/contract/lang-paths';
import { createBrowserRouter } from 'react-router';
import { installLogoutRedirect, withGuard } from './guard';
import { routes } from './routes';

/**
 * Every route under the page's language prefix (/cir, /en; none for Serbian Latin): links and
 * navigations written as '/entity/12' stay in the language the page was loaded in.
 */
const basename = langPrefix(splitLangPath(location.pathname).lang) || undefined;

export const router = createBrowserRouter(withGuard(routes), { basename });
installLogoutRedirect(router);
