import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The shadcn/ui registry item's story renders the test app's files: Tailwind v4 and the app's `@/` imports.
  viteFinal: async (viteConfig) => {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    const { shadcnAppAliases } = await import('../test/shadcn-app/aliases.js');
    const { placeShadcnItem } = await import('../test/shadcn-app/place-item.js');
    placeShadcnItem();
    const alias = viteConfig.resolve?.alias ?? [];
    const aliases = Array.isArray(alias)
      ? alias
      : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
      resolve: { ...viteConfig.resolve, alias: [...shadcnAppAliases, ...aliases] },
    };
  },
};

export default config;
