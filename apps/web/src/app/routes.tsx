import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { publicRoutes } from './routes-public.tsx';
import { customerRoutes } from './routes-customer.tsx';

// Each screen is its own chunk (React.lazy in the route files): a visitor downloads only the routes
// they open. The public site and the customer's journey keep their routes in separate files.
const NotFoundScreen = lazy(() => import('../screens/not-found/not-found-screen.tsx'));

export function AppRoutes() {
  return (
    <Switch>
      {publicRoutes}
      {customerRoutes}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
