import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageVeil } from './ImageVeil';

describe('ImageVeil', () => {
  it('hides a veiled image until its button is pressed', async () => {
    render(
      <ImageVeil isVeiled>
        <img src="/poster.png" alt="Постер" />
      </ImageVeil>,
    );
    expect(screen.queryByRole('img', { name: 'Постер' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать изображение' }));
    expect(screen.getByRole('img', { name: 'Постер' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an image that is not veiled as it is', () => {
    render(
      <ImageVeil isVeiled={false}>
        <img src="/poster.png" alt="Постер" />
      </ImageVeil>,
    );
    expect(screen.getByRole('img', { name: 'Постер' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
