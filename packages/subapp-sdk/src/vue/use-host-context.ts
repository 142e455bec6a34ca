import { onScopeDispose, shallowReadonly, shallowRef, type Ref } from 'vue';
import { getHostContext } from '../get-host-context';
import type { HostContext } from '../host-context';
import { onHostContextChange } from '../on-host-context-change';

/**
 * The current host context in a Vue component (Vue 3, or Vue 2.7's `setup()`): a read-only ref
 * that takes each new context (firm switch, language, theme, token), so what reads it re-renders.
 * It stops following the context when the component (or effect scope) it was called in is
 * disposed. The context object is the one of {@link getHostContext}, not made reactive itself.
 *
 * @example
 * <script setup lang="ts">
 * const context = useHostContext();
 * const canAdd = computed(() => context.value.buttons.includes('crm:customer:add'));
 * </script>
 */
export function useHostContext(): Readonly<Ref<HostContext>> {
  const context = shallowRef(getHostContext());
  const stop = onHostContextChange((next) => {
    context.value = next;
  });
  onScopeDispose(stop);
  return shallowReadonly(context);
}
