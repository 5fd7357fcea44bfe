import type { Decorator, Preview } from '@storybook/react-vite';
import { darkTheme, lightTheme } from '@vn/ui';

const themeClasses = { light: lightTheme, dark: darkTheme } as const;
type ThemeName = keyof typeof themeClasses;

/*
 * As on the site, the theme's variables live on <html> so <body>'s global styles can use them too.
 * The toolbar's "Тема" switch (or `&globals=theme:dark` in a URL, as the visual test uses) picks one.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(themeClasses[theme]);
  root.style.colorScheme = theme;
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Тема оформления',
      toolbar: {
        title: 'Тема',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Светлая' },
          { value: 'dark', title: 'Тёмная' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story's test (WCAG AA: contrast, names, roles).
    a11y: { test: 'error' },
    // The widths of docs/product §9 where layouts change.
    viewport: {
      options: {
        mobile: { name: 'Мобильный (375)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Планшет (850)', styles: { width: '850px', height: '1000px' } },
        desktop: { name: 'Компьютер (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
