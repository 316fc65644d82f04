import { t } from '@organizator/shared/i18n';
import { Typography, theme } from 'antd';

/** The four instruction paragraphs of the editor (SPEC §2). */
export function Instructions() {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={t.lists.instructionsTitle}
      data-testid="instructions"
      style={{
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
        padding: '12px 16px',
        marginBottom: 12,
      }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t.lists.instructionsTitle}
      </Typography.Title>
      {t.lists.instructions.map((paragraph) => (
        <p key={paragraph} style={{ color: token.colorText, margin: '0 0 8px' }}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
