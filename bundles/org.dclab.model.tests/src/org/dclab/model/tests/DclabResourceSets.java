package org.dclab.model.tests;

import org.dclab.model.DclabPackage;
import org.dclab.model.resource.DclabResourceFactory;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;

/** Resource sets that read {@code .dclab} files in a plain JVM too, where nobody reads plugin.xml. */
public final class DclabResourceSets {

    private DclabResourceSets() {
    }

    public static ResourceSet create() {
        ResourceSet resourceSet = new ResourceSetImpl();
        resourceSet.getPackageRegistry().put(DclabPackage.eNS_URI, DclabPackage.eINSTANCE);
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap()
                .put(DclabResourceFactory.FILE_EXTENSION, new DclabResourceFactory());
        return resourceSet;
    }
}
