import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

// History mode (spec 2 §2): the server answers every page path with index.html.
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
