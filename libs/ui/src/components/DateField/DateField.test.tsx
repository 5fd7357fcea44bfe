import { parseDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { DateField } from './DateField';

const ru = (children: ReactNode) => render(<I18nProvider locale="ru-RU">{children}</I18nProvider>);

describe('DateField', () => {
  it('is a group named by its label with day, month and year segments in Russian order', () => {
    ru(<DateField label="Дата выхода" />);
    expect(screen.getByRole('group', { name: 'Дата выхода' })).toBeInTheDocument();
    const names = screen
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('aria-label'));
    expect(names.map((name) => name?.replace(/[,\s]+$/, ''))).toEqual(['день', 'месяц', 'год']);
  });

  it('shows a value as ДД.ММ.ГГГГ', () => {
    ru(<DateField label="Дата выхода" defaultValue={parseDate('2008-12-14')} />);
    expect(screen.getByRole('group')).toHaveTextContent('14.12.2008');
  });

  // Focus, typing and arrow keys are not tested here: focusing a contenteditable segment makes
  // happy-dom overflow the stack in react-dom's selection handling. The KeyboardTyping story covers
  // them with real keystrokes in Chromium.
  it('shows its description and error', () => {
    ru(
      <DateField label="Дата" description="Первый релиз" isInvalid errorMessage="Дата в будущем" />,
    );
    expect(screen.getByText('Первый релиз')).toBeInTheDocument();
    expect(screen.getByText('Дата в будущем')).toBeInTheDocument();
  });

  it('cannot be edited while disabled', () => {
    ru(<DateField label="Дата" isDisabled />);
    for (const segment of screen.getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  });
});
