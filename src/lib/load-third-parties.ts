import { supportState } from '../stores/support';
import { insertScript, loadThirdParties, thirdPartyConfigFromEnv, thirdPartyScripts } from './third-party';

/** After the page has loaded and gone idle, loads what the build configured; a chat widget replaces our button. */
export function loadConfiguredThirdParties(): void {
  const config = thirdPartyConfigFromEnv(import.meta.env);
  if (thirdPartyScripts(config).length === 0) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1));
    idle(() => {
      void loadThirdParties(config, {
        insert: insertScript,
        automated: navigator.webdriver,
        isCrawler: async () => (await import('../../contract/device')).deviceInfo(navigator.userAgent).isCrawler,
      }).then((loaded) => {
        if (loaded.includes('chat')) supportState.visible = false;
      });
    });
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
