import { Modal, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '@/i18n';
import { MessageContent } from './MessageContent';
import classes from './MessageModal.module.css';
import type { MessageData } from './message-data';

import type { MessageResult } from './open-message-modal';

let opened = 0;

/** The message modal itself; open it with `openMessageModal` (`open-message-modal.ts`). */
export function showMessageModal(data: MessageData): Promise<MessageResult> {
  return new Promise((resolve) => {
    opened += 1;
    const modalId = `mensaje-${opened}`;
    let settled = false;
    const settle = (role: MessageResult['role']) => {
      if (settled) return;
      settled = true;
      resolve({ role });
    };
    const showHeader = !data.hideHeader;
    const headerTitle = showHeader ? data.title : undefined;

    modals.open({
      modalId,
      title: headerTitle,
      withCloseButton: showHeader,
      closeButtonProps: { 'aria-label': i18n.t('modal.close') },
      size: 'lg',
      radius: 'lg',
      xOffset: 12,
      yOffset: '4dvh',
      className: data.cssClass,
      classNames: { header: classes.header, body: classes.body, title: classes.title },
      onClose: () => settle('cancel'),
      children: (
        <>
          {headerTitle ? null : (
            // Without a visible title the dialog still needs a name for screen readers.
            <VisuallyHidden>
              <Modal.Title>{data.title ?? i18n.t('modal.defaultTitle')}</Modal.Title>
            </VisuallyHidden>
          )}
          {showHeader ? null : (
            <Modal.CloseButton className={classes.floatingClose} aria-label={i18n.t('modal.close')} />
          )}
          <MessageContent
            data={data}
            onAction={() => {
              settle('action');
              modals.close(modalId);
            }}
          />
        </>
      ),
    });
  });
}
