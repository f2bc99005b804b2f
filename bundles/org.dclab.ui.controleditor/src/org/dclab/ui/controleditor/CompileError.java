package org.dclab.ui.controleditor;

import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationAccess;
import org.eclipse.jface.text.source.IAnnotationPresentation;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/**
 * A compile error on the lines it covers: the workbench's error icon in the ruler, a red squiggle under the text, its
 * message on hover. It paints itself (IAnnotationPresentation), since the marker annotation access that would paint it
 * lives in org.eclipse.ui.editors with the IDE's workspace.
 */
final class CompileError extends Annotation implements IAnnotationPresentation {

    static final String TYPE = "org.dclab.ui.controleditor.compileError";

    /** What the squiggle painter asks of an annotation: only its type matters here. */
    static final IAnnotationAccess ACCESS = new IAnnotationAccess() {
        @Override
        public Object getType(Annotation annotation) {
            return annotation.getType();
        }

        @Override
        public boolean isMultiLine(Annotation annotation) {
            return true;
        }

        @Override
        public boolean isTemporary(Annotation annotation) {
            return true;
        }
    };

    /** The line, 1-based, as the compiler gave it. */
    private final int line;

    CompileError(int line, String message) {
        super(TYPE, false, message);
        this.line = line;
    }

    int line() {
        return line;
    }

    @Override
    public int getLayer() {
        return IAnnotationPresentation.DEFAULT_LAYER;
    }

    @Override
    public void paint(GC gc, Canvas canvas, Rectangle bounds) {
        Image icon = PlatformUI.getWorkbench().getSharedImages().getImage(ISharedImages.IMG_OBJS_ERROR_TSK);
        Rectangle size = icon.getBounds();
        gc.drawImage(icon, bounds.x + (bounds.width - size.width) / 2, bounds.y + Math.max(0, (bounds.height - size.height) / 2));
    }
}
