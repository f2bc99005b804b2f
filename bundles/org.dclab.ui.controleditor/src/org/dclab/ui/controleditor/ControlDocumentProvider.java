package org.dclab.ui.controleditor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.operation.IRunnableContext;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.rules.FastPartitioner;
import org.eclipse.jface.text.source.AnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.ui.texteditor.AbstractDocumentProvider;

/**
 * Reads and writes a control's source file as UTF-8, partitioned for colouring, with an annotation model the compile
 * errors go into. What org.eclipse.ui.editors' file document provider does through the IDE's workspace, for a plain
 * file.
 */
final class ControlDocumentProvider extends AbstractDocumentProvider {

    @Override
    protected IDocument createDocument(Object element) throws CoreException {
        if (!(element instanceof ControlFileInput input)) {
            return null;
        }
        try {
            Document document = new Document(Files.readString(input.file(), StandardCharsets.UTF_8));
            FastPartitioner partitioner = new FastPartitioner(new JavaPartitions(), JavaPartitions.TYPES);
            partitioner.connect(document);
            document.setDocumentPartitioner(partitioner);
            return document;
        } catch (IOException e) {
            throw new CoreException(Status.error("cannot read " + input.file() + ": " + e.getMessage(), e));
        }
    }

    @Override
    protected IAnnotationModel createAnnotationModel(Object element) {
        return new AnnotationModel();
    }

    @Override
    protected void doSaveDocument(IProgressMonitor monitor, Object element, IDocument document, boolean overwrite) throws CoreException {
        ControlFileInput input = (ControlFileInput) element;
        try {
            Files.writeString(input.file(), document.get(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CoreException(new Status(IStatus.ERROR, getClass(), "cannot save " + input.file() + ": " + e.getMessage(), e));
        }
    }

    @Override
    protected IRunnableContext getOperationRunner(IProgressMonitor monitor) {
        return null;
    }

    @Override
    public boolean isReadOnly(Object element) {
        return false;
    }

    @Override
    public boolean isModifiable(Object element) {
        return true;
    }
}
