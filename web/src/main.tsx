import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices } from './app/composition-root';
import { storeConfig } from './app/config';
import { ErrorBoundary } from './app/ErrorBoundary';
import { ServicesProvider } from './app/services-context';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <ServicesProvider services={createServices(storeConfig)}>
        <App />
      </ServicesProvider>
    </ErrorBoundary>
  </StrictMode>,
);
