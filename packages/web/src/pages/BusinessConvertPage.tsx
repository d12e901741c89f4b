/**
 * S0 §2 / S1 §2 `/business/convert`: the promotion entry. It goes on to its `next` (the quick-promote
 * page, `/advertiser/quick_promote`) carrying `pinId`; an unsafe `next` goes to `/` and is logged.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { safePath } from '../navigation.js';
import type { PageProps } from './page-props.js';

export default function BusinessConvertPage({ search }: PageProps) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const next = safePath(query.get('next') ?? '/');
    const pinId = query.get('pinId');
    const target = pinId === null || next === '/' ? next : `${next}${next.includes('?') ? '&' : '?'}pinId=${encodeURIComponent(pinId)}`;
    navigate(target, { replace: true });
  }, [search, navigate]);
  return (
    <p className="ps-loading" role="status">
      Loading…
    </p>
  );
}
