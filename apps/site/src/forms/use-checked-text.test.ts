import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCheckedText } from './use-checked-text';

describe('useCheckedText', () => {
  it('shows the message of a failed check until the text is typed again', () => {
    const { result } = renderHook(() => useCheckedText('старое'));
    act(() => result.current.setError('Не подходит'));
    expect(result.current.fieldProps).toMatchObject({
      value: 'старое',
      isInvalid: true,
      errorMessage: 'Не подходит',
    });
    act(() => result.current.fieldProps.onChange('новое'));
    expect(result.current.fieldProps).toMatchObject({
      value: 'новое',
      isInvalid: false,
      errorMessage: undefined,
    });
  });
});
