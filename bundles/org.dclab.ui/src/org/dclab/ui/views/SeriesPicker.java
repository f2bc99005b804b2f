package org.dclab.ui.views;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/** A checkbox list of a chart's series: the checked ones are drawn. */
final class SeriesPicker extends Dialog {

    private final ChartSlot slot;
    private Table table;
    private Set<String> hidden;

    SeriesPicker(Shell parent, ChartSlot slot) {
        super(parent);
        this.slot = slot;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Series of " + slot.kind().title());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        new Label(area, SWT.NONE).setText(slot.labels().isEmpty() ? "No series yet: run the scenario first." : "Draw these series:");
        table = new Table(area, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL);
        GridData fill = new GridData(SWT.FILL, SWT.FILL, true, true);
        fill.heightHint = 240;
        fill.widthHint = 320;
        table.setLayoutData(fill);
        Set<String> hiddenNow = slot.hidden();
        for (String label : slot.labels()) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(label);
            item.setChecked(!hiddenNow.contains(label));
        }
        return area;
    }

    @Override
    protected void okPressed() {
        hidden = new HashSet<>();
        for (TableItem item : table.getItems()) {
            if (!item.getChecked()) {
                hidden.add(item.getText());
            }
        }
        super.okPressed();
    }

    /** The labels left unchecked, after OK. */
    Set<String> hidden() {
        return hidden;
    }
}
