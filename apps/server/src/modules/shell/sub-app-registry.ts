import type { SubAppEntry } from '@portal/contract';

type SubApp = {
  name: string;
  /** Local development port; sub-blank shares sub-credit's (spec §2). */
  devPort: number;
  /** Path segment when it differs from the name. */
  pathSegment?: string;
  /**
   * A fixed address instead of the current origin: https, or the server refuses to start. Such
   * an app is not prepared ahead of use: its host is not on every network (nor in the demo), and
   * preparing it would only fill the console with failed requests at sign-in.
   */
  fixedUrl?: string;
};

/** The sub-applications of spec §2, in its order. */
const subApps: SubApp[] = [
  { name: 'sub-newcrm', devPort: 7101 },
  { name: 'sub-hummingbird', devPort: 7102 },
  { name: 'sub-postloan', devPort: 7103 },
  { name: 'sub-credit', devPort: 7104 },
  { name: 'sub-kpi', devPort: 7105, pathSegment: 'sub-performance' },
  { name: 'sub-other', devPort: 7106 },
  // The spec's fixed internal host, over https: a plain-http origin in the shell's script-src would
  // let anyone on the network change its scripts (runtime-config.ts refuses it).
  { name: 'sub-form', devPort: 7107, fixedUrl: 'https://form.internal.portal/sub-form/' },
  { name: 'sub-blank', devPort: 7104 },
  { name: 'sub-factoring', devPort: 7108 },
  { name: 'sub-credit-projects', devPort: 7109 },
  { name: 'sub-xwd-100zz', devPort: 7110 },
  { name: 'sub-xwd-300zz', devPort: 7111 },
  { name: 'sub-xwd-fbhz', devPort: 7112 },
  { name: 'sub-xwd-fbzz', devPort: 7113 },
  { name: 'sub-xwd-clhz', devPort: 7114 },
  { name: 'sub-xwd-hxzz', devPort: 7115 },
  { name: 'sub-xwd-zazz', devPort: 7116 },
  { name: 'sub-xwd-new-fbhz', devPort: 7117 },
  { name: 'sub-xwd2-phh', devPort: 7118 },
  { name: 'sub-xwd2-100z', devPort: 7119 },
  { name: 'sub-xwd2-300z', devPort: 7120 },
  { name: 'sub-xwd2-hxz', devPort: 7121 },
  { name: 'sub-xwd2-zaz', devPort: 7122 },
  { name: 'sub-xwd2-fbz', devPort: 7123 },
  { name: 'sub-xwd2-clh', devPort: 7124 },
  { name: 'sub-xwd-ylkq', devPort: 7125 },
  { name: 'sub-newfactoring', devPort: 7126 },
  { name: 'sub-me-factoring', devPort: 7127 },
  { name: 'sub-hm-factoring', devPort: 7128 },
];

/** The registry as the shell reads it: a production url and a local development url each. */
export function subAppEntries(): SubAppEntry[] {
  return subApps.map((app) => ({
    name: app.name,
    url: app.fixedUrl ?? `/${app.pathSegment ?? app.name}/`,
    devUrl: `http://localhost:${app.devPort}/`,
    ...(app.fixedUrl ? { prefetch: false } : {}),
  }));
}
