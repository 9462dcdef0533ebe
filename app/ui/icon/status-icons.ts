/**
 * The three status icons of FormAlert, as @mdi/js draws them. The sign-in page shows a FormAlert;
 * importing these from @mdi/js would put the app's shared icon chunk (every icon any page uses,
 * ~7 KB gzip) on its first load, over the budget (bench/bundle-size.ts). status-icons.test.ts
 * keeps them equal to @mdi/js.
 */
export const statusIcons = {
  error:
    'M13,13H11V7H13M13,17H11V15H13M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2Z',
  success:
    'M12 2C6.5 2 2 6.5 2 12S6.5 22 12 22 22 17.5 22 12 17.5 2 12 2M10 17L5 12L6.41 10.59L10 14.17L17.59 6.58L19 8L10 17Z',
  info: 'M13,9H11V7H13M13,17H11V11H13M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2Z',
} as const
