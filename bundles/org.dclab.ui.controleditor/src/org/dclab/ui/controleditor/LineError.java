package org.dclab.ui.controleditor;

import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationAccess;
import org.eclipse.jface.text.source.IAnnotationAccessExtension;
import org.eclipse.jface.text.source.IAnnotationPresentation;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/**
 * An error on a line of a control's source, a compile error or what stopped a run: the workbench's error icon in the
 * ruler, a red squiggle under the text, its message on hover. It paints itself (IAnnotationPresentation), since the marker annotation access that would paint it
 * lives in org.eclipse.ui.editors with the IDE's workspace.
 */
final class LineError extends Annotation implements IAnnotationPresentation {

    static final String TYPE = "org.dclab.ui.controleditor.lineError";

    /** What the ruler and the squiggle painter ask of an annotation: its type, its layer, and to paint itself. */
    static final IAnnotationAccess ACCESS = new Access();

    private static final class Access implements IAnnotationAccess, IAnnotationAccessExtension {
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

        @Override
        public String getTypeLabel(Annotation annotation) {
            return "Error";
        }

        @Override
        public int getLayer(Annotation annotation) {
            return annotation instanceof IAnnotationPresentation p ? p.getLayer() : IAnnotationAccessExtension.DEFAULT_LAYER;
        }

        @Override
        public void paint(Annotation annotation, GC gc, Canvas canvas, Rectangle bounds) {
            if (annotation instanceof IAnnotationPresentation p) {
                p.paint(gc, canvas, bounds);
            }
        }

        @Override
        public boolean isPaintable(Annotation annotation) {
            return annotation instanceof IAnnotationPresentation;
        }

        @Override
        public boolean isSubtype(Object annotationType, Object potentialSupertype) {
            return annotationType.equals(potentialSupertype);
        }

        @Override
        public Object[] getSupertypes(Object annotationType) {
            return new Object[0];
        }
    }

    /** The line, 1-based, as the compiler gave it. */
    private final int line;

    LineError(int line, String message) {
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
