import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default. The schedule draws one game per task and MUI
// dialogs close on real timers, and with the server tests on the other worker a loaded CI core
// has taken 0.4 s for what takes 60 ms alone: 5 s leaves room without hiding a real failure.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
