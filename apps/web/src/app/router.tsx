import { createBrowserRouter } from 'react-router';
import { installLogoutRedirect, withGuard } from './guard';
import { routes } from './routes';

export const router = createBrowserRouter(withGuard(routes));
installLogoutRedirect(router);
