import { ActionsPanel } from '../components/actions-panel';
import { ContextPanel } from '../components/context-panel';
import { CounterPanel } from '../components/counter-panel';

export function OverviewPage() {
  return (
    <div className="example-subapp__page" data-testid="subapp-page-overview">
      <ContextPanel />
      <CounterPanel />
      <ActionsPanel />
    </div>
  );
}
