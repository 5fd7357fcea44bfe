import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders nothing at 0', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows counts up to 99 as they are', () => {
    render(<Badge count={99} />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('shows "99+" above 99', () => {
    render(<Badge count={100} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('says the full count with the right Russian form', () => {
    const { rerender } = render(<Badge count={3} />);
    expect(screen.getByText('3 непрочитанных')).toBeInTheDocument();
    rerender(<Badge count={1} />);
    expect(screen.getByText('1 непрочитанное')).toBeInTheDocument();
    rerender(<Badge count={150} />);
    expect(screen.getByText('150 непрочитанных')).toBeInTheDocument();
  });

  it('takes another accessible label', () => {
    render(<Badge count={2} label={(count) => `${count} новых сообщения`} />);
    expect(screen.getByText('2 новых сообщения')).toBeInTheDocument();
  });

  it('keeps a className given by the caller beside its own', () => {
    const { container } = render(<Badge count={5} className="extra" />);
    const root = container.firstElementChild;
    expect(root).toHaveClass('extra');
    expect(root?.classList.length).toBeGreaterThan(1);
  });
});
