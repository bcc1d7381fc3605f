import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './router';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router (BrowserRouter + the route table) rather than createBrowserRouter: the
 * app uses no loaders, actions or fetchers, and the data router costs the home page about 17 KB
 * of gzipped JavaScript (decision 0130).
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
