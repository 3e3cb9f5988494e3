import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './skeleton.css';

/**
 * A page's outline while its code and data load: busy for assistive technology, with one status
 * line for screen readers; sighted shoppers see grey blocks where the content will be.
 */
export function SkeletonPage({ className, label, children }: { className: string; label?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`page ${className}`} aria-busy="true">
      <p role="status" className="visually-hidden">
        {label ?? t('common.loading')}
      </p>
      {children}
    </div>
  );
}

/** One grey block; its size comes from the classes (skeleton-text, skeleton-square, …). */
export function Bone({ className = 'skeleton-text' }: { className?: string }) {
  return <span className={`skeleton ${className}`} aria-hidden="true" />;
}

/** A labelled input's outline: label line, then the 44 px field. */
export function FieldBone() {
  return (
    <div className="field">
      <Bone className="skeleton-label" />
      <Bone className="skeleton-field" />
    </div>
  );
}
