import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../routes/home/HomePage';
import { NotFoundPage } from '../routes/not-found/NotFoundPage';
import { RouteErrorPage } from '../routes/route-error/RouteErrorPage';
import { AppShell } from './AppShell';

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
