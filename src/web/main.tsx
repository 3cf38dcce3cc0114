import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './App';
import { seedBootAnswers } from './api/seedBootAnswers';
import { loadFirstScreen } from './router/firstScreen';
import { watchStylesheets } from './router/chunks/failedStylesheets';
import './styles/base.css';
import './styles/forms.css';
import './styles/tabs.css';
import './styles/shell.css';
import './styles/sidebar.css';
import './styles/breadcrumb.css';
import './styles/modal.css';
import './styles/notifications.css';
import './styles/settings.css';
import './styles/pages.css';

// Before anything lazy loads: a stylesheet that fails must be noticed to be retried.
watchStylesheets();

const root = document.getElementById('root');
if (root) {
  const queryClient = createQueryClient();
  // What the first HTML already answered (the shell's calls, the report's descriptor) is not asked again.
  seedBootAnswers(queryClient);
  // The first screen's code (preloaded by the first HTML) before the first render, so that the first render draws
  // the page itself. The render is a transition: React then yields to the browser every few milliseconds instead
  // of holding the main thread for the whole first tree.
  void loadFirstScreen(queryClient, window.location.pathname).then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  });
}
