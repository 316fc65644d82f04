import {
  ArrowLeftOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  OrderedListOutlined,
  QuestionCircleOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { KitButton } from '@organizator/shared/ui';
import { t } from '../../texts';
import { ActionMenu } from '../action-menu';

/** Touch targets of at least 44 px (WCAG 2.5.5), as the row buttons. */
const TARGET = { minWidth: 44, height: 44 } as const;

interface EditorToolbarProps {
  showDone: boolean;
  instructionsOpen: boolean;
  /** Only the list view has the eye, instructions and menu; add/edit/reorder keep just "back". */
  listView: boolean;
  onBack: () => void;
  onToggleDone: () => void;
  onToggleInstructions: () => void;
  onReorder: () => void;
  onReset: () => void;
}

export function EditorToolbar(props: EditorToolbarProps) {
  const { showDone, instructionsOpen, listView } = props;
  return (
    // Plain elements, not antd's Flex and Button: the toolbar is part of the list's first screen, and
    // antd's style hooks run when each renders (KitButton draws antd's look without them).
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4 }}>
      <KitButton
        type="text"
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={props.onBack}
        style={TARGET}
      >
        {t.lists.back}
      </KitButton>
      {listView ? (
        <div style={{ display: 'flex', gap: 4 }}>
          <KitButton
            type="text"
            icon={showDone ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            aria-pressed={showDone}
            aria-label={showDone ? t.lists.hideDone : t.lists.showDone}
            title={showDone ? t.lists.hideDone : t.lists.showDone}
            onClick={props.onToggleDone}
            style={TARGET}
          />
          <KitButton
            type="text"
            icon={<QuestionCircleOutlined aria-hidden />}
            aria-expanded={instructionsOpen}
            aria-label={instructionsOpen ? t.lists.instructionsHide : t.lists.instructionsShow}
            title={instructionsOpen ? t.lists.instructionsHide : t.lists.instructionsShow}
            onClick={props.onToggleInstructions}
            style={TARGET}
          />
          <ActionMenu
            label={t.lists.moreActions}
            items={[
              {
                key: 'reorder',
                icon: <OrderedListOutlined aria-hidden />,
                label: t.lists.reorderCategories,
              },
              { key: 'reset', icon: <UndoOutlined aria-hidden />, label: t.lists.resetAll },
            ]}
            onSelect={(key) => (key === 'reorder' ? props.onReorder() : props.onReset())}
          />
        </div>
      ) : null}
    </div>
  );
}
