import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

function steps() {
  const list = screen.getByRole('list', { name: 'Статус черновика' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      label: item.textContent?.replace(/, (пройдено|ошибка)$/, ''),
      state: item.getAttribute('data-state'),
      current: item.getAttribute('aria-current'),
      icon: item.querySelector('[data-icon]')?.getAttribute('data-icon'),
    }));
}

const progress = ['Создание', 'Предпросмотр', 'Ревью', 'Публикация'];

describe('Stepper', () => {
  it('is an ordered list', () => {
    render(<Stepper status="created" />);
    expect(screen.getByRole('list', { name: 'Статус черновика' }).tagName).toBe('OL');
  });

  it('created: Создание is current, the rest ahead', () => {
    render(<Stepper status="created" />);
    expect(steps()).toEqual([
      { label: 'Создание', state: 'current', current: 'step', icon: 'pencil' },
      { label: 'Предпросмотр', state: 'upcoming', current: null, icon: 'hourglass' },
      { label: 'Ревью', state: 'upcoming', current: null, icon: 'check' },
      { label: 'Публикация', state: 'upcoming', current: null, icon: 'circle-check' },
    ]);
  });

  it('waitApprove: Предпросмотр is current', () => {
    render(<Stepper status="waitApprove" />);
    expect(steps().map((step) => step.state)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(screen.getByText('Предпросмотр').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('approved: Ревью is current', () => {
    render(<Stepper status="approved" />);
    expect(steps().map((step) => step.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(screen.getByText('Ревью').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('applied: every step done, none current', () => {
    render(<Stepper status="applied" />);
    expect(steps().map((step) => step.label)).toEqual(progress);
    expect(steps().every((step) => step.state === 'done' && step.current === null)).toBe(true);
  });

  it('declined: Создание done, then the error step "Удалено" with the crossed circle', () => {
    render(<Stepper status="declined" />);
    expect(steps()).toEqual([
      { label: 'Создание', state: 'done', current: null, icon: 'pencil' },
      { label: 'Удалено', state: 'error', current: null, icon: 'circle-x' },
    ]);
  });

  it('tells assistive technology which steps are passed', () => {
    render(<Stepper status="approved" />);
    expect(screen.getByText('Создание').closest('li')).toHaveTextContent('Создание, пройдено');
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<Stepper status="created" className="extra" />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('extra');
    expect(list.classList.length).toBeGreaterThan(1);
  });
});
