import { CHAT_SANDBOX } from '../lib/chat-embed.ts';
import styles from './LiveDetail.module.css';

/**
 * The live chat beside the video (rules §2: while live and the stream has a
 * chat_code): the configured chat service (`chatEmbedUrl`) in a sandboxed iframe.
 */
export function LiveChat({ src }: { src: string }) {
  return (
    <section className={styles.chat} aria-label="Live chat">
      <iframe
        className={styles.chatFrame}
        src={src}
        title="Live chat"
        sandbox={CHAT_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </section>
  );
}
