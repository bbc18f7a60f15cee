import type React from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../features/auth/RequireSession';
import { RouteErrorPage } from './RouteErrorPage';
import { SessionRoot } from './SessionRoot';

/** Each page is its own chunk: the login route ships no task-page code. */
const page = (
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A page that throws shows an error panel inside the shell; the menu keeps working. */
const pageRoute = (
  path: string,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({ path, ...page(load), errorElement: <RouteErrorPage /> });

export const portalRoutes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      pageRoute('/login', () => import('../features/auth/LoginPage')),
      {
        element: <RequireSession />,
        children: [
          {
            ...page(() => import('../features/layout/AppShell')),
            errorElement: <RouteErrorPage />,
            children: [
              pageRoute('/dashboard', () => import('../features/dashboard/DashboardPage')),
              pageRoute('/payments', () => import('../features/payments/PaymentsPage')),
              pageRoute('/docusign', () => import('../features/docusign/AgreementPage')),
              pageRoute('/meals', () => import('../features/meals/MealsPage')),
              pageRoute('/passports', () => import('../features/passports/PassportsPage')),
              pageRoute('/flights', () => import('../features/flights/FlightsPage')),
              pageRoute('/whatsapp', () => import('../features/whatsapp/WhatsAppPage')),
              pageRoute('/axusapp', () => import('../features/axusapp/TravelAppPage')),
            ],
          },
        ],
      },
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export const createPortalRouter = () => createHashRouter(portalRoutes);
