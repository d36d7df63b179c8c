import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface MenuItem {
  id: string;
  text: string;
  /** A checkable item (the language menu): shown with its state, role menuitemcheckbox. */
  checked?: boolean;
  lang?: string;
}

interface MenuButtonProps {
  /** What the button shows. */
  children: ReactNode;
  /** The button's accessible name (it includes the text shown, WCAG 2.5.3). */
  label: string;
  items: readonly MenuItem[];
  onSelect: (id: string) => void;
}

/**
 * A menu button of the partner's top bar (WAI-ARIA menu button pattern): Enter, Space or Arrow Down
 * opens it on its first item, the arrows move, Escape closes it and gives focus back to the button,
 * Tab or a click elsewhere closes it. No Cloudscape machinery: the partner's shell stays light.
 */
export function MenuButton({ children, label, items, onSelect }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = () => [...(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = entries();
    const at = all.findIndex((entry) => entry === document.activeElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="ps-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="ps-top-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
        <svg className="ps-caret" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className="ps-menu-list" onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
                aria-checked={item.checked}
                lang={item.lang}
                tabIndex={-1}
                className="ps-menu-item"
                onClick={() => {
                  close(true);
                  onSelect(item.id);
                }}
              >
                {item.text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
