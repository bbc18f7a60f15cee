import type React from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import LoginPage from '../features/auth/LoginPage';
import { RequireSession } from '../features/auth/RequireSession';
import { RouteErrorPage } from './RouteErrorPage';
import { SessionRoot } from './SessionRoot';

type PageModule = Promise<{ default: React.ComponentType }>;

/**
 * Each page is its own chunk: the login route ships no task-page code. The login page itself
 * is part of the entry, so a signed-out guest waits for one download round, not two.
 */
const PAGES: Record<string, () => PageModule> = {
  '/dashboard': () => import('../features/dashboard/DashboardPage'),
  '/payments': () => import('../features/payments/PaymentsPage'),
  '/docusign': () => import('../features/docusign/AgreementPage'),
  '/meals': () => import('../features/meals/MealsPage'),
  '/passports': () => import('../features/passports/PassportsPage'),
  '/flights': () => import('../features/flights/FlightsPage'),
  '/whatsapp': () => import('../features/whatsapp/WhatsAppPage'),
  '/axusapp': () => import('../features/axusapp/TravelAppPage'),
};
const loadShell = () => import('../features/layout/AppShell');

const lazyPage = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A page that throws shows an error panel inside the shell; the menu keeps working. */
const pageRoute = (path: string): RouteObject => ({
  path,
  ...lazyPage(PAGES[path]),
  errorElement: <RouteErrorPage />,
});

export const portalRoutes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            ...lazyPage(loadShell),
            errorElement: <RouteErrorPage />,
            children: Object.keys(PAGES).map(pageRoute),
          },
        ],
      },
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

/**
 * Starts downloading the chunks of the page in the address bar while config.json loads,
 * instead of after the first render.
 */
export function preloadPageFor(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/dashboard';
  const load = PAGES[path];
  if (!load) return;
  void loadShell().catch(() => undefined);
  void load().catch(() => undefined);
}

export const createPortalRouter = () => createHashRouter(portalRoutes);
