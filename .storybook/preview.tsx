import { BrandProvider, ThemeProvider, UiConfigProvider, UiHost, type UiLocale } from '@platform/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { storyBrands, storyThemes } from './themes';

const withUi: Decorator = (Story, context) => {
  const theme = storyThemes[String(context.globals.theme)] ?? storyThemes.blue!;
  const locale = (context.globals.locale === 'en' ? 'en' : 'zh') as UiLocale;
  const brand = storyBrands[String(context.globals.theme)] ?? storyBrands.blue!;
  return (
    <ThemeProvider theme={theme}>
      <BrandProvider brand={brand}>
        <UiConfigProvider locale={locale}>
          <div
            data-visual={context.parameters.visual ? context.id : undefined}
            lang={locale === 'zh' ? 'zh-CN' : 'en'}
            style={{
              fontFamily: theme.font.family,
              fontSize: theme.font.size.md,
              color: theme.colors.text,
              padding: 16,
            }}
          >
            <Story />
          </div>
          <UiHost />
        </UiConfigProvider>
      </BrandProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'blue', title: 'blue (#0659E6)' },
          { value: 'common', title: 'common' },
          { value: 'oem', title: 'white label sample' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'blue', locale: 'zh' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Every story is an axe check; a violation fails the story test.
    a11y: { test: 'error' },
  },
};

export default preview;
