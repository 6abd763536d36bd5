import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * A route whose screen is its own chunk, fetched when the route is first matched: the router keeps
 * the current page (with the navigation bar in RootLayout) until the chunk has arrived.
 *
 * `load` imports the module and picks its component, so each page is named where the route is.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await load() });
}
