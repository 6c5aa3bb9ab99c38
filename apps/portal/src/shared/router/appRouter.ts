import type { createBrowserRouter } from 'react-router';

/** The portal's data router (app/router/createAppRouter.tsx builds it). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;
