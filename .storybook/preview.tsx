import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '@vn/ui';

// As on the site, the theme's variables live on <html> so <body>'s global styles can use them.
document.documentElement.classList.add(lightTheme);

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story's test (WCAG AA: contrast, names, roles).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
