package org.dclab.model.resource;

import org.dclab.model.internal.resource.DclabResource;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceFactoryImpl;

/**
 * Creates the resources that read and write {@code .dclab} scenario files: XMI in UTF-8, elements referred to by
 * name, every setting written out (defaults included), and an XML parser that refuses DOCTYPEs and so never
 * expands or fetches an entity.
 *
 * <p>In Eclipse this factory is registered for the {@value #FILE_EXTENSION} extension by plugin.xml; a plain JVM
 * must register it in its resource set, together with {@link org.dclab.model.DclabPackage}.
 */
public final class DclabResourceFactory extends ResourceFactoryImpl {

    public static final String FILE_EXTENSION = "dclab";

    @Override
    public Resource createResource(URI uri) {
        return new DclabResource(uri);
    }
}
