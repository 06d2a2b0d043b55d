import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GlobalModalName, GlobalModals } from './global-modals';

/** What the host gives a registered modal: the options it was opened with, and how to close it. */
export type ModalProps<N extends GlobalModalName> = GlobalModals[N] & { onClose: () => void };

/** A registered modal as the host sees it: any name's options (registerModal matched them to the name). */
type HostedModal = LazyExoticComponent<ComponentType<Record<string, unknown> & { onClose: () => void }>>;

const registry = new Map<GlobalModalName, HostedModal>();

/**
 * Makes a modal openable by name. `load` runs when the modal first opens, so its code (forms, charts,
 * date pickers) is fetched then and not with every page.
 */
export function registerModal<N extends GlobalModalName>(name: N, load: () => Promise<ComponentType<ModalProps<N>>>): void {
  registry.set(name, lazy(async () => ({ default: await load() })) as unknown as HostedModal);
}

export function registeredModal(name: GlobalModalName): HostedModal | undefined {
  return registry.get(name);
}
