/**
 * One declarative way for a page to state its head (title, description, share
 * tags, structured data). On the server the renderer collects it into the
 * HTML; in the browser it is applied to the document on every navigation.
 */
import { createContext, useContext, useEffect } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router';
import { applyHead, buildHead, type Head, type PageMeta } from '../lib/head-tags';
import { hydration } from './hydration-state';

/** Provided by the server renderer only: where the page's head is collected. */
export interface HeadCollector {
  origin: string;
  head?: Head;
  notFound?: boolean;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function usePageMeta(title: string, description: string, extra: Omit<PageMeta, 'title' | 'description'> = {}): void {
  const collector = useContext(HeadCollectorContext);
  // The router's location where there is a router (components also render alone in tests).
  const pathname =
    (useContext(LocationContext) as { location?: { pathname: string } } | null)?.location?.pathname ?? window.location.pathname;
  const origin = collector?.origin ?? window.location.origin;
  const head = buildHead({ title, description, ...extra }, origin, pathname);
  if (collector) {
    // Server render: the last page to speak wins, as the innermost route renders last.
    collector.head = head;
    collector.notFound = extra.notFound ?? false;
  }
  const key = JSON.stringify(head);
  // A hydrated page's head is the one the server wrote from the same data: only a later change rewrites it.
  useEffect(() => {
    if (!hydration.active) applyHead(document, JSON.parse(key) as Head);
  }, [key]);
}
