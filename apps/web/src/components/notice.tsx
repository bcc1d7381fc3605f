import type { ReactNode } from 'react';

export type NoticeTone = 'success' | 'info';

// Material icons' SuccessOutlined, InfoOutlined and Close paths, as MUI's Alert draws them.
const ICONS: Record<NoticeTone, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
};
const CLOSE =
  'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * A message box drawn like MUI's standard Alert (role "alert", a "Close" button), with plain
 * elements: Home's first screen shows these without loading MUI (decision 0185).
 */
export function Notice({
  tone,
  onClose,
  action,
  children,
}: {
  tone: NoticeTone;
  onClose?: () => void;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={`tl-notice tl-notice--${tone}`}>
      <svg className="tl-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[tone]} />
      </svg>
      <div className="tl-notice__message">{children}</div>
      {(action || onClose) && (
        <div className="tl-notice__action">
          {action}
          {onClose && (
            <button
              type="button"
              className="tl-icon-button tl-notice__close"
              aria-label="Close"
              title="Close"
              onClick={onClose}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={CLOSE} />
              </svg>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
