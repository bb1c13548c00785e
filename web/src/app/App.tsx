import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/HomePage';
import { StoreLayout } from '../features/layout/StoreLayout';
import { ErrorBoundary } from './ErrorBoundary';

/** The routes of document 1 §2, added as each screen is built. */
export const App = () => (
  <StoreLayout>
    <ErrorBoundary>
      <Switch>
        <Route path="/" component={HomePage} />
        {/* "Any unknown path shows the home page." */}
        <Route component={HomePage} />
      </Switch>
    </ErrorBoundary>
  </StoreLayout>
);
