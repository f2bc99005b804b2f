package org.dclab.ui.classroom;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.dclab.classroom.ClassQuestions;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

/**
 * The teacher's side of Share with Class, on the projector: the address students open (as text, with its session
 * code, and as a QR code), how many pages are open, and the question asked, with how many answered and, once the
 * teacher reveals them, the class's answers against what the run measured. The teacher picks the address to share on
 * here, stops sharing, reveals or hides the answers, starts a question over, and exports every answer as CSV.
 */
public final class ClassView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.classroom";
    static final String START = "Share with Class";
    static final String STOP = "Stop Sharing";
    static final String NOT_SHARING = "Not sharing: students' pages show the run once you share.";
    static final String REVEAL = "Reveal Answers";
    static final String HIDE = "Hide Answers";
    static final String RESET = "Reset Question";
    static final String EXPORT = "Export CSV\u2026";
    private static final int REFRESH_MILLIS = 250;

    private Combo addresses;
    private List<InetAddress> offered;
    private Button startStop;
    private Text address;
    private Label students;
    private Label qr;
    private Image qrImage;
    private Label question;
    private Label answered;
    private AnswersChart chart;
    private Button reveal;
    private Button reset;
    private Button export;
    private Font large;
    private long shownVersion = -1;
    private final Runnable sharingChanged = this::refresh;
    private final Runnable tick = this::tick;

    @Override
    public void createPartControl(Composite parent) {
        ScrolledComposite scroll = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        Composite body = new Composite(scroll, SWT.NONE);
        scroll.setContent(body);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        // The address across the top, the QR code on the right; the students and the question beside it.
        GridLayoutFactory.fillDefaults().numColumns(2).margins(8, 8).spacing(12, 6).applyTo(body);

        Composite choice = new Composite(body, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).applyTo(choice);
        GridDataFactory.fillDefaults().span(2, 1).applyTo(choice);
        Label on = new Label(choice, SWT.NONE);
        on.setText("Share on:");
        addresses = new Combo(choice, SWT.READ_ONLY);
        addresses.setToolTipText("The network address students reach this machine at; 127.0.0.1 is this machine only");
        offered = ClassAddresses.offered();
        offered.forEach(a -> addresses.add(a.getHostAddress() + (a.isLoopbackAddress() ? " (this machine only)" : "")));
        addresses.select(0);
        startStop = new Button(choice, SWT.PUSH);
        startStop.addListener(SWT.Selection, e -> {
            if (ClassSharing.current().isPresent()) {
                ClassSharing.stop();
            } else {
                share();
            }
        });

        FontData[] data = JFaceResources.getHeaderFont().getFontData();
        for (FontData d : data) {
            d.setHeight(Math.round(d.getHeight() * 1.4f));
        }
        large = new Font(parent.getDisplay(), data);
        address = new Text(body, SWT.READ_ONLY | SWT.WRAP);
        address.setFont(large);
        address.setToolTipText("Students open this address in their browsers, or scan the QR code");
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(200, SWT.DEFAULT).applyTo(address);

        Composite left = new Composite(body, SWT.NONE);
        GridLayoutFactory.fillDefaults().spacing(6, 6).applyTo(left);
        GridDataFactory.fillDefaults().grab(true, true).hint(240, SWT.DEFAULT).applyTo(left);
        qr = new Label(body, SWT.NONE);
        GridDataFactory.fillDefaults().align(SWT.END, SWT.BEGINNING).applyTo(qr);

        students = new Label(left, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(students);
        question = new Label(left, SWT.WRAP);
        question.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(question);
        answered = new Label(left, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(answered);
        Composite buttons = new Composite(left, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).applyTo(buttons);
        reveal = button(buttons, REVEAL, () -> current().ifPresent(q -> sharing().questions().reveal(q.id(), !q.revealed())));
        reset = button(buttons, RESET, () -> current().ifPresent(q -> sharing().questions().reset(q.id())));
        export = button(buttons, EXPORT, this::export);
        chart = new AnswersChart(left);
        GridDataFactory.fillDefaults().grab(true, true).hint(240, 120).applyTo(chart);

        ClassSharing.addListener(sharingChanged);
        refresh();
        scroll.setMinSize(body.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        parent.getDisplay().timerExec(REFRESH_MILLIS, tick);
    }

    /** Starts sharing on the address picked; says why in a dialog when nothing can listen there. */
    public void share() {
        InetAddress chosen = offered.get(Math.max(0, addresses.getSelectionIndex()));
        try {
            ClassSharing.start(chosen, 0);
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), START, "The class page could not be served on " + chosen.getHostAddress() + ": "
                    + e.getMessage());
        }
    }

    private static Button button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.addListener(SWT.Selection, e -> {
            action.run();
            ClassSharing.changed();
        });
        return b;
    }

    private static ClassSharing sharing() {
        return ClassSharing.current().orElseThrow();
    }

    private static Optional<ClassQuestions.Question> current() {
        return ClassSharing.current().flatMap(s -> s.questions().current());
    }

    private void refresh() {
        if (address.isDisposed()) {
            return;
        }
        Optional<ClassSharing> sharing = ClassSharing.current();
        startStop.setText(sharing.isPresent() ? STOP : START);
        addresses.setEnabled(sharing.isEmpty());
        if (qrImage != null) {
            qrImage.dispose();
            qrImage = null;
        }
        if (sharing.isPresent()) {
            String page = sharing.get().server().pageAddress().toString();
            address.setText(page);
            qrImage = new Image(qr.getDisplay(), QrCode.of(page, 4));
            qr.setImage(qrImage);
            qr.setToolTipText(page);
        } else {
            address.setText(NOT_SHARING);
            qr.setImage(null);
            qr.setToolTipText(null);
        }
        shownVersion = -1;
        tick();
        address.getParent().layout(true, true);
    }

    /** The count of pages and the question's answers, as they change. */
    private void tick() {
        if (address.isDisposed()) {
            return;
        }
        Optional<ClassSharing> sharing = ClassSharing.current();
        int pages = sharing.map(s -> s.server().students()).orElse(0);
        students.setText(sharing.isEmpty() ? "" : pages + (pages == 1 ? " student connected" : " students connected") + " \u00b7 code "
                + sharing.get().server().code());
        long version = sharing.map(s -> s.questions().version()).orElse(-1L);
        if (version != shownVersion) {
            shownVersion = version;
            Optional<ClassQuestions.Question> q = current();
            question.setText(q.map(x -> x.title() + ": " + x.text() + " (" + x.unit() + ")").orElse(
                    sharing.isPresent() ? "No question asked: press Ask the Class beside a lab step's prediction." : ""));
            answered.setText(q.map(ClassView::answeredSentence).orElse(""));
            chart.show(q.orElse(null));
            reveal.setText(q.map(x -> x.revealed() ? HIDE : REVEAL).orElse(REVEAL));
            reveal.setEnabled(q.isPresent());
            reset.setEnabled(q.isPresent());
            export.setEnabled(sharing.isPresent() && !sharing.get().questions().all().isEmpty());
            question.getParent().layout(true, true);
        }
        students.getDisplay().timerExec(REFRESH_MILLIS, tick);
    }

    static String answeredSentence(ClassQuestions.Question q) {
        int n = q.answers().size();
        String count = n + (n == 1 ? " student answered" : " students answered");
        String measured = Double.isNaN(q.measured()) ? (q.open() ? "; answers are open until the run measures it" : "")
                : "; the run measured " + AnswersChart.number(q.measured()) + " " + q.unit();
        return count + measured + (q.revealed() ? "; the class sees the answers." : ".");
    }

    private void export() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setText("Export the Class's Answers");
        dialog.setFilterExtensions(new String[] { "*.csv" });
        dialog.setFileName("class-answers.csv");
        dialog.setOverwrite(true);
        String file = dialog.open();
        if (file == null) {
            return;
        }
        try {
            Files.writeString(Path.of(file), AnswersCsv.of(sharing().questions().all()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), EXPORT, "The answers could not be written to " + file + ": " + e.getMessage());
        }
    }

    @Override
    public void setFocus() {
        startStop.setFocus();
    }

    @Override
    public void dispose() {
        ClassSharing.removeListener(sharingChanged);
        if (qrImage != null) {
            qrImage.dispose();
        }
        if (large != null) {
            large.dispose();
        }
        super.dispose();
    }
}
